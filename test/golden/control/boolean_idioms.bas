' expected: qbasic-facts.md "Numbers": relational results are INTEGER -1/0, so they serve as bit masks
' (n OR -1 = -1) and as +1/-1 steps, as the Minesweeper listing does; CONST may use \ on constants.
CONST cw = 10, halfW = cw \ 2
DIM near(3) AS INTEGER
w = 4: h = 3
FOR y = 0 TO 2 STEP 2
  FOR x = 0 TO 3 STEP 3
    mLf = (x <= 0): mRt = (x >= w - 1): mUp = (y <= 0)
    b = x + y * w
    near(0) = (b - w) OR mUp
    near(1) = (b - 1) OR mLf
    near(2) = (b + 1) OR mRt
    PRINT x; y; ":"; near(0); near(1); near(2)
  NEXT
NEXT
p = 0
p = p - (p < h - 1): p = p - (p < h - 1): p = p - (p < h - 1)
PRINT p; p + (p > 0); halfW
