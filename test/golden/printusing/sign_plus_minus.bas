' expected: QB4.5 help "PRINT USING Statement Details": a leading + prints the sign (+ or -); a
' trailing - prints a minus after negative numbers and a space after positive ones. PC-BASIC agrees
' (QB64-PE prints "+ 2.40": the sign is not floated next to the digits there).
PRINT USING "+##.## "; -68.95; 2.4; 55.6; -.9
PRINT USING "##.##- "; -68.95; 22.449; -7.01
PRINT USING "##.##+"; 3; -3
PRINT USING "###"; -12
