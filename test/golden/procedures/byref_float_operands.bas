' By-reference DOUBLE / SINGLE parameters as operands of + - * / beside locals, constants, calls and each
' other; by value; and aliased (one variable passed twice). Expected output: QBasic 1.1 (oracle run).
DECLARE SUB ops (a AS DOUBLE, b AS SINGLE, c AS DOUBLE)
DECLARE FUNCTION half! (x AS SINGLE)
DIM x AS DOUBLE, y AS SINGLE, z AS DOUBLE
x = 1.1#: y = 2.3!: z = 0#
ops x, y, z
PRINT x; y; z
ops 1.1#, 2.3!, z
PRINT x; y; z
ops z, y, z
PRINT x; y; z

FUNCTION half! (x AS SINGLE)
  half! = x / 2
END FUNCTION

SUB ops (a AS DOUBLE, b AS SINGLE, c AS DOUBLE)
  d# = 3.7#: e! = 1.9!
  PRINT a + b; a - d#; b * e!; e! / b
  PRINT a * 3#; 2.5# - a; b + half!(b); half!(b) * b
  PRINT a * c + a; d# - b; b / (e! - b)
  PRINT a - c; c * c
  c = a * b + c
  a = a / 3#
  b = b * b - e!
  PRINT a; b; c
END SUB
