' expected: QB4.5 help "INPUT Statement": a prompt followed by ; gets "? ", followed by , gets
' nothing; no prompt prints "? "; typed keys are echoed and Enter ends the line.
INPUT "Name"; n$
INPUT "Age: ", a
INPUT x
PRINT n$; a; x
