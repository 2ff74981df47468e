import sys

def main(args):
    print("got", len(args)
    return 0

main(sys.argv)
