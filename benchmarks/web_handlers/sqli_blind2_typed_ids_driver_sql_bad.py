from fastapi import FastAPI, Query
from sqlalchemy import create_engine

app = FastAPI()
engine = create_engine("sqlite:///app.db")


@app.delete("/items")
def delete_items(ids: list[str] = Query(...)):
    with engine.begin() as conn:
        conn.exec_driver_sql("DELETE FROM items WHERE id IN (%s)" % ",".join(ids))
    return {"deleted": len(ids)}
