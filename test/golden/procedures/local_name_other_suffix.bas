' expected: QuickBASIC 4.5 help, "Local Variables and Constants": a variable not declared SHARED is local to
' the module-level code, and its name used in a procedure is a different variable. So a module-level
' DIM x AS INTEGER leaves a SUB free to use x# and x$ of its own (as qbasic-web's zc_dim test also expects).
DIM x AS INTEGER
x = 7
Show
PRINT x
SUB Show
  x# = 2.5
  x$ = "local"
  PRINT x#; x$
END SUB
