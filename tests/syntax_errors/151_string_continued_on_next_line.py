sentence = "this is a long
sentence"
