import operator

from fastapi import FastAPI, Header

app = FastAPI()

ROWS = [{"name": "ada", "age": 36}, {"name": "alan", "age": 41}]


@app.get("/sorted-rows")
def sorted_rows(field: str = Header(default="", alias="X-Field")):
    """Sorted rows."""
    field = "{}".format(field).strip()
    key = operator.itemgetter(field)
    rows = sorted(ROWS, key=key)
    return {"rows": rows}
