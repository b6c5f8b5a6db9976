' Input: guess the number, with INPUT, IF and a DO loop
RANDOMIZE TIMER
secret = INT(RND * 100) + 1
tries = 0
CLS
PRINT "I am thinking of a number from 1 to 100."
DO
  INPUT "Your guess"; guess
  tries = tries + 1
  IF guess < secret THEN PRINT "Higher!"
  IF guess > secret THEN PRINT "Lower!"
LOOP UNTIL guess = secret
PRINT "Right! You needed"; tries; "tries."
