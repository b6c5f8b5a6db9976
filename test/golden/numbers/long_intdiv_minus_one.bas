' expected: real QBasic 1.1 (DOSBox) printed this (to a file). LONG \ is done without an overflow check:
' -2147483648 \ -1 is -2147483648. (INTEGER -32768 \ -1 is the CPU's divide fault: QBasic 1.1 hangs; we
' give Overflow.) A SINGLE operand makes \ a LONG division.
ON ERROR GOTO t
c& = -2147483648#
x& = c& \ -1: PRINT x&
x& = c& MOD -1: PRINT x&
x& = CLNG(c& \ -1 + 0): PRINT x&
x& = 7: x& = c& / -1: PRINT x&
x& = 7: x& = -c&: PRINT x&
x& = 7: x& = c& * -1: PRINT x&
b% = -32768: x& = b% \ -1!: PRINT x&
END
t: PRINT "E"; ERR: RESUME NEXT
