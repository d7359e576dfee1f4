import ast

from fastapi import FastAPI, Header

app = FastAPI()


@app.get("/calculate")
def calculate(expression: str = Header(default="", alias="X-Expression")):
    """Calculate."""
    choices = {"fallback": "1 + 1", "requested": expression}
    expression = choices["requested"]
    result = ast.literal_eval(expression)
    return {"result": result}
