' expected: qbasic-facts.md "Numbers" / KB Q28855: assigning a SINGLE to an INTEGER or LONG rounds
' half to even, like CINT.
a% = 2.5: b% = 3.5: c% = -0.5: d% = 1.4999
PRINT a%; b%; c%; d%
e& = 4.5: f& = 5.5: g& = -6.5
PRINT e&; f&; g&
x = 7.5
i% = x
PRINT i%
