' expected: QBasic help "DATA": DATA statements are not executed and may be anywhere at module
' level, even after END; READ takes them in program order.
FOR i = 1 TO 3
  READ w$
  PRINT w$;
NEXT
PRINT
END
DATA one, two
DATA three
