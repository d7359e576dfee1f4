from django import forms
from django.http import JsonResponse
from django.views.generic.edit import FormView


class FormulaForm(forms.Form):
    expression = forms.CharField(max_length=200)


class EvaluateView(FormView):
    form_class = FormulaForm
    template_name = "calc/evaluate.html"

    def form_valid(self, form):
        expression = form.cleaned_data["expression"]
        value = self.evaluate(expression)
        return JsonResponse({"expression": expression, "value": value})

    @staticmethod
    def evaluate(expression):
        return eval(expression, {"__builtins__": {}}, {})
