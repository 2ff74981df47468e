def main():
