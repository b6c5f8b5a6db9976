' expected: KB Q31785 / qbasic-facts.md: INTEGER arithmetic overflows at 32767, and NEXT adds the step
' to an INTEGER counter, so a loop up to 32767 overflows when it would step past the end.
FOR i% = 32765 TO 32767
  PRINT i%;
NEXT i%
