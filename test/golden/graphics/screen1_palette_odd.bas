' Expected image: QBasic 1.1 under DOSBox (oracle capture). COLOR's palette argument selects the
' low-intensity set on a VGA, odd numbers cyan, magenta, light grey; SCREEN 1 alone shows 11, 13, 15.
SCREEN 1
COLOR 0, 3
LINE (0, 0)-(9, 9), 1, BF
LINE (10, 0)-(19, 9), 2, BF
LINE (20, 0)-(29, 9), 3, BF
