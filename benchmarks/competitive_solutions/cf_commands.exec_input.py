import sys

stack = []
for line in sys.stdin.read().splitlines()[1:]:
    cmd, *args = line.split()
    if cmd == 'top':
        print(stack[-1] if stack else 'EMPTY')
    else:
        exec('stack.' + ('append(' + args[0] + ')' if cmd == 'push' else 'pop()'))
