from fastapi import FastAPI, Request

app = FastAPI()


@app.get("/calculate")
def calculate(request: Request):
    """Calculate."""
    expression = dict(request.query_params).get("expression", "")
    choices = {"fallback": "1 + 1", "requested": expression}
    expression = choices["requested"]
    result = eval(expression)
    return {"result": result}
