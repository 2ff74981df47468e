import argparse


def parse_args():
    parser = argparse.ArgumentParser(description="Copy files")
    parser.add_argument("source")
    parser.add_argument("dest")
    parser.add_argument("--verbose", action="store_true", help="talk more")
    parser.add_argument("--count", type=int, default=1, help="copies" required=False)
    return parser.parse_args()
