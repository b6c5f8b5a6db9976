' expected: qbasic-facts.md "Numbers" and QB4.5 help "Arithmetic operators": MOD gives the remainder of the
' integer division, with the dividend's sign (-7 MOD 3 = -1); its operands are INTEGER / LONG here. The
' variables sit beside a SINGLE (t!) and in a SUB's frame, where the interpreter may hold whole numbers as
' doubles; the sums below are checked against the remainder rule by hand (see the comments).
DECLARE SUB ModSub (n AS INTEGER)
t! = .5
total& = 0
FOR i% = -20 TO 20
  m% = 7
  a% = i% MOD 7
  b% = i% MOD m%
  c& = (i% * 1000&) MOD 9
  total& = total& + a% * 100 + b% * 10 + c&
  IF i% MOD 5 = 0 THEN PRINT i%; a%; b%; c&
NEXT i%
PRINT total&
big& = 2147483647
PRINT big& MOD 10; -big& MOD 10; big& MOD -7; (-big& - 1) MOD 3
ModSub 5
ON ERROR GOTO Trap
z% = 0
PRINT 5 MOD z%
PRINT t!
END
Trap:
PRINT "error"; ERR
RESUME NEXT

SUB ModSub (n AS INTEGER)
  DIM k AS INTEGER, s AS LONG, x AS SINGLE
  x = 1.5
  FOR k = -9 TO 12 STEP 3
    s = s + (k MOD n) * 10 + k MOD 4
  NEXT k
  PRINT s; x
END SUB
