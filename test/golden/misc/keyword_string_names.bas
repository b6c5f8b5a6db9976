' expected: QBasic 1.1 accepts a reserved word followed by $ as a string variable: its own sample
' programs rely on it (MONEY.BAS: FUNCTION GetString$ (..., end$, ...); SORTDEMO.BAS: Option$ = ...).
' Names that are themselves reserved with the $ (STRING$, DATE$) stay functions. Output per PRINT rules.
end$ = "e": Option$ = "o": Line$ = "l": Type$ = "t": do$ = "d": def$ = "f"
Name$ = "n": key$ = "k": draw$ = "w": call$ = "c": Out$ = "u": locate$ = "z"
PRINT end$; Option$; Line$; Type$; do$; def$; Name$; key$; draw$; call$; Out$; locate$
PRINT Trim$("ab", end$)
PRINT STRING$(3, "x"); LEN(DATE$)
END

FUNCTION Trim$ (a$, end$)
  Trim$ = a$ + end$
END FUNCTION
