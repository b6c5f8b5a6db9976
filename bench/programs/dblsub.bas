' bench dblsub: DOUBLE maths in a SUB whose arguments are passed by reference (an orbit stepped by
' Euler's method: SQR, *, /, +), the state kept in the caller's DOUBLE variables.
DECLARE SUB stepit (x AS DOUBLE, y AS DOUBLE, vx AS DOUBLE, vy AS DOUBLE, dt AS DOUBLE)
CONST SIZE = 300 ' bench:size (thousands of steps)
DIM x AS DOUBLE, y AS DOUBLE, vx AS DOUBLE, vy AS DOUBLE, dt AS DOUBLE
x = 1#: y = 0#: vx = 0#: vy = 1#: dt = .001#
FOR i& = 1 TO SIZE * 1000&
  stepit x, y, vx, vy, dt
NEXT i&
PRINT CLNG(x * 1000000#); CLNG(y * 1000000#)

SUB stepit (x AS DOUBLE, y AS DOUBLE, vx AS DOUBLE, vy AS DOUBLE, dt AS DOUBLE)
  r2# = x * x + y * y
  a# = -1# / (r2# * SQR(r2#))
  vx = vx + a# * x * dt
  vy = vy + a# * y * dt
  x = x + vx * dt
  y = y + vy * dt
END SUB
