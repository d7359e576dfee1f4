expr = input()
print(eval(expr))
