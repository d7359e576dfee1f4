import ast

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/calculate")
def calculate(expression: str = Cookie(default="")):
    """Calculate."""
    cleaned = ""
    for ch in expression:
        if ch.isprintable():
            cleaned += ch
    expression = cleaned
    result = ast.literal_eval(expression)
    return {"result": result}
