from fastapi import FastAPI, Request

app = FastAPI()


@app.post("/calculate")
async def calculate(request: Request):
    """Calculate."""
    expression = (await request.json()).get("expression", "")
    num = 86
    expression = "1 + 1" if 7 * 18 + num > 200 else expression
    result = eval(expression)
    return {"result": result}
