import operator


class Solution:
    def evalRPN(self, tokens: list[str]) -> int:
        ops = {'+': operator.add, '-': operator.sub, '*': operator.mul,
               '/': lambda a, b: int(a / b)}
        stack = []
        for t in tokens:
            if t in ops:
                b, a = stack.pop(), stack.pop()
                stack.append(ops[t](a, b))
            else:
                stack.append(int(t))
        return stack[0]
