' expected: qbasic-facts.md "Errors": writing to a file opened FOR INPUT is error 54.
OPEN "MODE.TXT" FOR OUTPUT AS #1
PRINT #1, "line"
CLOSE #1
OPEN "MODE.TXT" FOR INPUT AS #1
PRINT #1, "more"
