class Solution:
    def evalRPN(self, tokens: list[str]) -> int:
        stack = []
        for t in tokens:
            if t in '+-*/':
                b, a = stack.pop(), stack.pop()
                stack.append(int(eval(f'{a} {t} {b}')))
            else:
                stack.append(int(t))
        return stack[0]
