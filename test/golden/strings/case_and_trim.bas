' expected: QBasic help UCASE$, LCASE$ (letters only), LTRIM$, RTRIM$ (spaces only).
' Cross-checked with QB64-PE.
PRINT UCASE$("Hello, World 1!"); "|"; LCASE$("Hello, World 1!")
PRINT "["; LTRIM$("  a b  "); "]["; RTRIM$("  a b  "); "]"
PRINT "["; LTRIM$(""); RTRIM$("   "); "]"
