if True:
	mot = "café" $
