from fastapi import FastAPI
from sqlalchemy import String, create_engine, select, text
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column

app = FastAPI()
engine = create_engine("sqlite:///people.db")


class Base(DeclarativeBase):
    pass


class Person(Base):
    __tablename__ = "people"
    id: Mapped[int] = mapped_column(primary_key=True)
    name: Mapped[str] = mapped_column(String(80))


@app.get("/people")
def people(name: str):
    with Session(engine) as session:
        found = session.scalars(select(Person).where(Person.name == name)).all()
        return {"ids": [person.id for person in found]}
