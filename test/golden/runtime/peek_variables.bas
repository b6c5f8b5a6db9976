' expected: QB45 help, "SADD", "VARPTR, VARSEG" and "PEEK"/"POKE": SADD gives the offset of a string's
' characters in the segment VARSEG gives, so PEEK and POKE there read and change them; VARPTR of a
' variable-length string gives its 4-byte descriptor (QuickBASIC 4.5 "Programming in BASIC": length word,
' then the offset of the data); VARPTR of a number gives its bytes as stored: INTEGER and LONG low byte
' first, two's complement; SINGLE IEEE (1 is 3F800000h); VARPTR of a record gives its fields' bytes in the
' order TYPE lists them (a STRING * 3 field is its 3 characters).
a$ = "Hello"
DEF SEG = VARSEG(a$)
p = SADD(a$)
FOR i = 0 TO LEN(a$) - 1: PRINT CHR$(PEEK(p + i));: NEXT: PRINT
POKE p, ASC("J")
PRINT a$
d = VARPTR(a$)
PRINT PEEK(d) + 256 * PEEK(d + 1); (PEEK(d + 2) + 256& * PEEK(d + 3)) = (SADD(a$) AND &HFFFF&)
n% = -2
q = VARPTR(n%)
PRINT PEEK(q); PEEK(q + 1)
POKE q, 7: POKE q + 1, 1
PRINT n%
l& = 65536 + 2
PRINT PEEK(VARPTR(l&)); PEEK(VARPTR(l&) + 1); PEEK(VARPTR(l&) + 2); PEEK(VARPTR(l&) + 3)
x! = 1
PRINT HEX$(PEEK(VARPTR(x!) + 3)); HEX$(PEEK(VARPTR(x!) + 2)); PEEK(VARPTR(x!))
' a checksum over a string's bytes, as compressors and hash routines do it
s$ = "QBASIC"
sum& = 0
FOR i = 0 TO LEN(s$) - 1: sum& = sum& + PEEK(SADD(s$) + i): NEXT
PRINT sum&
TYPE Pair
  k AS INTEGER
  s AS STRING * 3
END TYPE
DIM r AS Pair
r.k = 258: r.s = "abc"
p = VARPTR(r)
PRINT PEEK(p); PEEK(p + 1); CHR$(PEEK(p + 2)); CHR$(PEEK(p + 4))
POKE p + 3, ASC("X")
PRINT r.s
DEF SEG
