' expected: qbasic-facts.md "Errors": opening a file number that is already open is error 55.
OPEN "A.TXT" FOR OUTPUT AS #1
OPEN "B.TXT" FOR OUTPUT AS #1
