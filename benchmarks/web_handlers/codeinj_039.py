from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/calculate")
async def calculate(request: Request):
    """Calculate."""
    expression = (await request.json()).get("expression", "")
    num = 7
    expression = expression if num % 2 == 1 else "1 + 1"
    result = eval(expression)
    return {"result": result}
