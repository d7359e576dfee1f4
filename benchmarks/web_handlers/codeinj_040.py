from fastapi import FastAPI, Form

app = FastAPI()

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.post("/sorted-rows")
def sorted_rows(field: str = Form(default="")):
    """Sorted rows."""
    num = 54
    field = "name" if 7 * 18 + num > 200 else field
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return {"rows": rows}
