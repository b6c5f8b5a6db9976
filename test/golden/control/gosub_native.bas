' expected: QBasic help "GOSUB...RETURN" and "ON ERROR": a subroutine called from inside loops returns
' into the loop, which goes on; RETURN label leaves the loop for the label; an error inside a subroutine
' goes to the handler, RESUME NEXT goes on inside the subroutine and its RETURN still comes back into the
' loop; subroutines call subroutines; one with a loop or a jump inside returns the same way.
ON ERROR GOTO handler
FOR i = 1 TO 3
  GOSUB square
NEXT
PRINT
FOR i = 1 TO 3
  GOSUB outer
NEXT
PRINT
FOR i = 1 TO 3
  GOSUB withLoop
NEXT
PRINT
FOR i = 1 TO 4
  GOSUB risky
  PRINT "after"; i
NEXT
n = 0
DO
  n = n + 1
  GOSUB leave
  PRINT "not printed"
LOOP
PRINT "not reached"
away:
PRINT "left the loop at"; n
FOR i = 1 TO 3
  GOSUB jumpy
NEXT
PRINT "gosub stack ok";
GOSUB square
PRINT
FOR i = 1 TO 5
  IF i = 4 THEN GOSUB finish
  PRINT i;
NEXT
END

square:
PRINT i * i;
RETURN

outer:
PRINT "<";
GOSUB inner
PRINT ">";
RETURN

inner:
PRINT i;
RETURN

withLoop:
FOR j = 1 TO i: PRINT "*";: NEXT
PRINT " ";
RETURN

risky:
x = 10 \ (i - 2)
PRINT "x ="; x;
RETURN

leave:
IF n < 3 THEN RETURN
RETURN away

jumpy:
IF i = 2 THEN GOTO jumpy2
PRINT "j"; i;
RETURN
jumpy2:
PRINT "two";
RETURN

finish:
PRINT "finish"
END

handler:
PRINT "error"; ERR; "at i ="; i;
RESUME NEXT
