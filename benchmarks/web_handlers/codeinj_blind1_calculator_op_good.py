from fastapi import FastAPI

app = FastAPI()


@app.get("/calc")
def calc(a: int, b: int, op: str = "+"):
    if op not in ("+", "-", "*"):
        return {"error": "unsupported"}
    expression = "{} {} {}".format(a, op, b)
    return {"expression": expression, "result": eval(expression)}
