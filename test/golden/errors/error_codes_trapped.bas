' expected: qbasic-facts.md "Errors": each listed code is trappable and ERR reports it.
ON ERROR GOTO handler
FOR c = 1 TO 8
  READ code
  ERROR code
NEXT
PRINT
END
DATA 2, 7, 10, 13, 52, 64, 70, 76
handler:
PRINT ERR;
RESUME NEXT
