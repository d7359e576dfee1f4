from fastapi import FastAPI

app = FastAPI()


@app.get("/calculate/{expression}")
def calculate(expression: str):
    """Calculate."""
    expression = " ".join(expression.split())
    result = eval(expression)
    return {"result": result}
