' expected: qbasic-facts.md "Errors": READ with no DATA left is error 4. Column 1 = READ.
DATA 1
READ a, b
