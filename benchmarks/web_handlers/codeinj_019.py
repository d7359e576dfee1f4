from fastapi import FastAPI, Header

app = FastAPI()

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


def value_or_default(value, default, use_request):
    """The request's value when the caller accepts it, else the default."""
    if use_request:
        return value
    return default


@app.get("/sorted-rows")
def sorted_rows(field: str = Header(default="", alias="X-Field")):
    """Sorted rows."""
    field = value_or_default(field, "name", use_request=False)
    key = eval("lambda row: row['" + field + "']")
    rows = sorted(ROWS, key=key)
    return {"rows": rows}
