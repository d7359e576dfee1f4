from fastapi import FastAPI, Form

app = FastAPI()

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.post("/sorted-rows")
def sorted_rows(field: str = Form(default="")):
    """Sorted rows."""
    choices = {"fallback": "name", "requested": field}
    field = choices["requested"]
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return {"rows": rows}
