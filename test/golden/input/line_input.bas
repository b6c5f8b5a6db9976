' expected: QB4.5 help "LINE INPUT Statement": reads the whole line, commas and quotes included; the
' prompt gets no "?".
LINE INPUT "Text: "; t$
PRINT "["; t$; "]"
LINE INPUT u$
PRINT LEN(u$)
