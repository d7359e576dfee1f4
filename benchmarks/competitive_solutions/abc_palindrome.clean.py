def main():
    s = input().strip()
    t = ''.join(c for c in s.lower() if c.isalnum())
    print('Yes' if t == t[::-1] else 'No')


main()
