from decimal import Decimal

from rest_framework import serializers, status
from rest_framework.permissions import IsAuthenticated
from rest_framework.response import Response
from rest_framework.views import APIView

FORMULAS = {
    "flat": "base",
    "volume": "base * quantity * (0.9 if quantity >= 100 else 1)",
    "member": "base * quantity * 0.85",
}
SAFE_GLOBALS = {"__builtins__": {}, "min": min, "max": max, "round": round}


class QuoteSerializer(serializers.Serializer):
    formula = serializers.CharField(max_length=200)
    base = serializers.DecimalField(max_digits=10, decimal_places=2)
    quantity = serializers.IntegerField(min_value=1)


class PriceCalculator:
    def __init__(self, expression: str) -> None:
        self.expression = expression

    def evaluate(self, base: Decimal, quantity: int) -> float:
        scope = {"base": float(base), "quantity": quantity}
        return round(eval(self.expression, SAFE_GLOBALS, scope), 2)


class QuoteView(APIView):
    permission_classes = [IsAuthenticated]

    def post(self, request):
        serializer = QuoteSerializer(data=request.data)
        serializer.is_valid(raise_exception=True)
        data = serializer.validated_data
        calculator = PriceCalculator(data["formula"])
        try:
            total = calculator.evaluate(data["base"], data["quantity"])
        except (ArithmeticError, NameError, SyntaxError, TypeError) as error:
            return Response({"detail": str(error)}, status=status.HTTP_400_BAD_REQUEST)
        return Response({"total": total})
