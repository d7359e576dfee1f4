import ast

from fastapi import Cookie, FastAPI

app = FastAPI()


@app.get("/calculate")
def calculate(expression: str = Cookie(default="")):
    """Calculate."""
    mode = "override"
    if mode == "override":
        chosen = expression
    else:
        chosen = "1 + 1"
    expression = chosen
    result = ast.literal_eval(expression)
    return {"result": result}
