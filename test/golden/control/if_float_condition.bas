' expected: QB45 help, IF: a condition is any numeric expression, true when it is nonzero; DOUBLE and
' SINGLE arithmetic follows the floating-point ranges (no 16-bit overflow), and / is floating division.
' (Such tests were compiled to read the operands in the INTEGER family: 300# * 200# overflowed.)
x# = 300: y# = 200: z! = 0.5
IF x# * y# THEN PRINT "product"
IF x# / y# THEN
  PRINT "quotient"
END IF
FOR i = 1 TO 2
  IF x# * y# THEN
    PRINT "loop"; i
  END IF
  IF z! * y# - 100 THEN PRINT "nonzero" ELSE PRINT "zero"
  IF z! - 0.5 THEN PRINT "nonzero" ELSE PRINT "zero"
NEXT
n& = 100000
IF n& * 3 THEN PRINT "long"
a% = 6: b% = 3
IF a% AND b% THEN PRINT "and"
IF a% XOR 6 THEN PRINT "xor" ELSE PRINT "no xor"
