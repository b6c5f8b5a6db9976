' expected: QB4.5 help "INPUT Statement": a ; right after INPUT keeps the cursor on the same line
' after Enter.
INPUT ; "Name"; n$
PRINT " <- got "; n$
