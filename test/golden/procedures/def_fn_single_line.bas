' expected: QBasic help "DEF FN": a single-line function defined before use; its parameters are
' local, other variables are the module's. (QB64-PE does not implement DEF FN.)
k = 3
DEF FNtriple (x) = x * k
DEF FNname$ (a$) = "<" + a$ + ">"
PRINT FNtriple(4); FNtriple(-1.5)
k = 10
PRINT FNtriple(4)
x = 7
PRINT FNname$("id"); FNtriple(1); x
